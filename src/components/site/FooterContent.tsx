import { useSiteContent } from "../../app/site-content-context";
import { ContentHtml } from "./ContentHtml";
import { ContentLink } from "./ContentLink";

/** The footer's columns of links and its legal line, from the content service. */
export function FooterContent() {
  const footer = useSiteContent()?.global.footer;
  if (!footer) return null;
  return (
    <>
      <div className="footer-columns">
        {footer.Columns.map((column) => (
          <nav key={column.Heading} aria-label={column.Heading}>
            <h2>{column.Heading}</h2>
            <ul>
              {column.Links.map((link) => (
                <li key={link.Url}>
                  <ContentLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {footer.Legal && <ContentHtml className="footer-legal" html={footer.Legal} />}
    </>
  );
}
