import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { ratingLabel } from "../../../rules/reviews/rating-label";
import { formatDate } from "./format-date";
import { Stars } from "./Stars";
import { useReviewsActor } from "./site-actors";

/** The reviews summary and the latest reviews from the reviews service (spec section 1). */
export function ReviewsSection() {
  const reviews = useReviewsActor();
  const view = useSelector(reviews, (snapshot) => ({
    status: snapshot.value,
    data: snapshot.context.data,
  }));
  useEffect(() => {
    if (reviews.getSnapshot().matches("idle")) reviews.send({ type: "reviews.load" });
  }, [reviews]);

  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">What our customers say</h2>
      {(view.status === "idle" || view.status === "loading") && <p role="status">Loading reviews…</p>}
      {view.status === "failed" && (
        <div role="alert">
          <p>We could not load our reviews just now.</p>
          <button type="button" onClick={() => reviews.send({ type: "reviews.load" })}>
            Try again
          </button>
        </div>
      )}
      {view.status === "loaded" && view.data && (
        <>
          <p className="reviews-summary">
            <strong>{ratingLabel(view.data.summary.stars)}</strong> <Stars stars={view.data.summary.stars} />{" "}
            <span>
              TrustScore {view.data.summary.trustScore} out of 5, based on{" "}
              {view.data.summary.numberOfReviews.total.toLocaleString("en-GB")} reviews
            </span>
          </p>
          <ul className="review-list">
            {view.data.latest.map((review) => (
              <li key={review.id}>
                <article aria-labelledby={`review-${review.id}`}>
                  <p className="review-rating">
                    <Stars stars={review.stars} /> <span>{ratingLabel(review.stars)}</span>
                  </p>
                  <h3 id={`review-${review.id}`}>{review.title}</h3>
                  <p>{review.text}</p>
                  <p className="review-author">
                    {review.consumer.displayName},{" "}
                    <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
