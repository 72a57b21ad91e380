/** A window.matchMedia for jsdom that answers max-width queries as a screen `width` pixels wide would. */
export function matchMediaAt(width: number): (query: string) => MediaQueryList {
  return (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
