import { starRating } from "../../../machines/reviews/selectors";

/** Screen readers hear "Rated 4.5 out of 5: Excellent"; the star shapes are decoration. */
export function Stars({ stars }: { stars: number }) {
  const { halfStars: half, description } = starRating(stars);
  return (
    <span className="stars" role="img" aria-label={description}>
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = half >= position ? "full" : half >= position - 0.5 ? "half" : "empty";
        return (
          <span key={position} className={`star star-${fill}`} aria-hidden="true">
            ★
          </span>
        );
      })}
    </span>
  );
}
