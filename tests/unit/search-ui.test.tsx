// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { brands, formatMinorUnits } from "../../brands";
import { finalStatuses } from "../../rules/lookup/statuses";
import { PriceBlock } from "../../src/components/ui/PriceBlock";
import { ProgressBar } from "../../src/components/ui/ProgressBar";
import { SkeletonRows } from "../../src/components/ui/SkeletonRows";
import { StatusBadge, statusWords } from "../../src/components/ui/StatusBadge";

afterEach(cleanup);
const usdMoney = (minor: number) => formatMinorUnits(minor, brands.WH.defaultCurrency.code);

describe("status badges", () => {
  it("say every display status of spec section 4 in words, each its own", () => {
    const words = finalStatuses.map((status) => statusWords[status]);
    expect(new Set(words).size).toBe(finalStatuses.length);
    for (const status of finalStatuses) {
      const { container } = render(<StatusBadge status={status} />);
      expect(container.textContent).toBe(statusWords[status]);
      expect(container.firstElementChild?.className).toContain(`status-badge--${status}`);
      cleanup();
    }
  });

  it("show a name still being checked as checking, and take other words where asked", () => {
    render(<StatusBadge status="started" />);
    expect(screen.getByText("Checking…")).toBeTruthy();
    cleanup();
    render(<StatusBadge status="available" label="In basket" />);
    expect(screen.getByText("In basket").className).toContain("status-badge--available");
  });
});

describe("price block", () => {
  it("strikes the regular price through beside a special offer, read as 'was'", () => {
    const { container } = render(
      <PriceBlock money={usdMoney} price={199} periodLabel="1 year" renew={2199} was={299} savingsPercent={91} />,
    );
    expect(container.querySelector("strong")?.textContent).toBe("$1.99");
    expect(container.querySelector("del")?.textContent).toBe("was $2.99");
    expect(container.textContent).toContain("Special offer, save 91%");
    expect(container.textContent).toContain("$1.99 for 1 year");
    expect(container.textContent).toContain("renews at $21.99");
  });

  it("shows no offer without one, and a premium name's first-year and yearly renewal prices", () => {
    const plain = render(
      <PriceBlock money={usdMoney} price={1299} periodLabel="1 year" renew={1599} was={null} savingsPercent={19} />,
    );
    expect(plain.container.querySelector("del")).toBeNull();
    expect(plain.container.textContent).not.toContain("Special offer");
    cleanup();
    const premium = render(
      <PriceBlock
        money={usdMoney}
        price={99_900}
        periodLabel="1 year"
        renew={99_900}
        was={null}
        savingsPercent={0}
        premium
      />,
    );
    expect(premium.container.textContent).toBe("Premium price $999.00 for the first yearrenews at $999.00 a year");
  });
});

describe("progress bar", () => {
  it("says and shows how many names are checked", () => {
    render(<ProgressBar label="Names checked" text="12 of 21 checked" progress={{ value: 12, max: 21 }} busy />);
    expect(screen.getByRole("status").textContent).toBe("12 of 21 checked");
    const bar = screen.getByRole("progressbar", { name: "Names checked" });
    expect(bar.getAttribute("value")).toBe("12");
    expect(bar.getAttribute("max")).toBe("21");
    expect(bar.getAttribute("aria-valuetext")).toBe("12 of 21 checked");
  });

  it("has no value while there is nothing to count, and no bar once done, but keeps its live region", () => {
    const { rerender } = render(<ProgressBar label="Names checked" text="Searching…" progress={null} busy />);
    expect(screen.getByRole("progressbar").hasAttribute("value")).toBe(false);
    rerender(<ProgressBar label="Names checked" text="Search finished: 3 results." progress={null} busy={false} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Search finished: 3 results.");
  });
});

describe("skeleton rows", () => {
  it("are hidden from assistive technology and take the real rows' box", () => {
    const { container } = render(<SkeletonRows count={3} rowClassName="domain-result" />);
    const list = container.querySelector("ul");
    expect(list?.getAttribute("aria-hidden")).toBe("true");
    expect(container.querySelectorAll("li.skeleton-row.domain-result")).toHaveLength(3);
    expect(screen.queryByRole("list")).toBeNull();
  });
});
