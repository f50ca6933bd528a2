/** Text for assistive technology only (the `.visually-hidden` rule lives in styles/global.css). */
export function VisuallyHidden({ children }: { children: React.ReactNode }) {
  return <span className="visually-hidden">{children}</span>
}
