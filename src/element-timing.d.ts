import "react";

declare module "react" {
  interface HTMLAttributes<T> {
    /** Element Timing: the browser reports when the element was painted (bench/web/offline-repeat.ts). */
    elementtiming?: string;
  }
}
