/** Three pulsing dots, used beside texts like 'Analyzing artist, please wait'. */
export function ThreeDots() {
  return (
    <span className="three-dots" aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}
