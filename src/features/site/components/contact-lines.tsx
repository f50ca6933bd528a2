import styles from './site-footer.module.css'

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/
const PHONE = /\+?\d[\d\s./-]{5,}\d/

/** The CMS's free-text contact block, one line per row, e-mail addresses and phone numbers made links. */
export function ContactLines({ text }: { text: string }) {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return (
    <>
      {lines.map((line, index) => {
        const email = EMAIL.exec(line)
        const phone = email ? null : PHONE.exec(line)
        const found = email ?? phone
        if (!found)
          return (
            <span key={index} className={styles.line}>
              {line}
            </span>
          )
        const href = email ? `mailto:${found[0]}` : `tel:${found[0].replace(/[^\d+]/g, '')}`
        return (
          <span key={index} className={styles.line}>
            {line.slice(0, found.index)}
            <a href={href}>{found[0]}</a>
            {line.slice(found.index + found[0].length)}
          </span>
        )
      })}
    </>
  )
}
