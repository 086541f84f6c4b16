/** Fetches and decodes a picture, so the browser already holds it when a page shows it. */
export function loadPicture(url: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = window.setTimeout(() => {
      image.src = '';
      reject(new Error(`${url} did not arrive within ${timeoutMs} ms`));
    }, timeoutMs);
    image.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    image.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error(`${url} failed to load`));
    };
    image.src = url;
  });
}
