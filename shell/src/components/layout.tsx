import type { ReactNode } from 'react';
import { Footer } from './footer';
import styles from './layout.module.css';
import { NavBar } from './nav-bar';
import { SnackArea } from './snack-area';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <NavBar />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
      <SnackArea />
    </div>
  );
}
