/**
 * The open modal dialogs of the page, innermost last, whether React renders them or the
 * server wrote them: only the innermost answers Escape and Tab.
 */
const stack: HTMLElement[] = [];

export const dialogStack = {
  push(element: HTMLElement): void {
    stack.push(element);
  },
  remove(element: HTMLElement): void {
    const index = stack.indexOf(element);
    if (index >= 0) stack.splice(index, 1);
  },
  isTop(element: HTMLElement): boolean {
    return stack[stack.length - 1] === element;
  },
};
