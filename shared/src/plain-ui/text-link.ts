import styles from './text-link.module.css';

/** The class of a link in the page's text, for an `<a>` and the router's `Link` alike. */
export const textLink = styles.link;
