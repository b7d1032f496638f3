import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { IMAGE_SIZES, responsiveImage } from "../../../../contract/index.js";
import { ResponsiveImg } from "../../../../src/components/ui/responsive-img.js";

afterEach(cleanup);

const upload = `/uploads/${"ab".repeat(32)}.webp`;

describe("ResponsiveImg", () => {
  it("draws an own upload as a <picture>: AVIF candidates in a <source>, WebP ones on the <img>", () => {
    const { container } = render(
      <ResponsiveImg
        src={upload}
        sizes={IMAGE_SIZES.card}
        alt="A"
        width={640}
        height={360}
        className="w-full"
      />,
    );
    const expected = responsiveImage(upload, IMAGE_SIZES.card);
    const picture = container.querySelector("picture");
    // display: contents, so the <img> stays the box that grids and flex rows place.
    expect(picture?.className).toBe("contents");
    const source = picture?.querySelector("source");
    expect(source?.getAttribute("type")).toBe("image/avif");
    expect(source?.getAttribute("srcset")).toBe(expected.avifSrcSet);
    expect(source?.getAttribute("sizes")).toBe(IMAGE_SIZES.card);
    // Inside a `display: contents` picture a displayed <source> became a grid item of its own and
    // took the cell meant for the picture (Find Tutors' card on a phone: the thumbnail went to the
    // second column at full width).
    expect(source?.classList.contains("hidden")).toBe(true);
    const img = picture?.querySelector("img");
    expect(img?.getAttribute("src")).toBe(upload);
    expect(img?.getAttribute("srcset")).toBe(expected.srcSet);
    expect(img?.getAttribute("sizes")).toBe(IMAGE_SIZES.card);
    expect([img?.getAttribute("width"), img?.getAttribute("height"), img?.className]).toEqual([
      "640",
      "360",
      "w-full",
    ]);
  });

  it("draws another site's picture as it is: no srcset, no <picture>", () => {
    const { container } = render(<ResponsiveImg src="https://example.com/a.jpg" sizes="40px" alt="" />);
    expect(container.querySelector("picture")).toBeNull();
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe("https://example.com/a.jpg");
    expect(img?.hasAttribute("srcset")).toBe(false);
    expect(img?.hasAttribute("sizes")).toBe(false);
  });

  it("gives way to the fallback, without candidates, when the picture cannot be loaded", () => {
    const { container } = render(
      <ResponsiveImg src={upload} sizes={IMAGE_SIZES.avatar} fallback="/img/default-avatar.svg" alt="Me" />,
    );
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    expect(container.querySelector("picture")).toBeNull();
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/img/default-avatar.svg");
    expect(img?.hasAttribute("srcset")).toBe(false);
    expect(img?.getAttribute("alt")).toBe("Me");
  });
});
