import styles from './container.module.css'

type ContainerProps = React.HTMLAttributes<HTMLDivElement> & { width?: 'page' | 'text' }

/** Centres content within the page width (or the reading width) with the responsive gutter. */
export function Container({ width = 'page', className, ...rest }: ContainerProps) {
  const classes = [styles.container, width === 'text' ? styles.text : undefined, className].filter(Boolean)
  return <div className={classes.join(' ')} {...rest} />
}
