import { useRef } from 'react';
import { Button } from './Button';
import styles from './ZoomableImage.module.scss';

/**
 * A card's picture that opens larger on click or tap: a button over the picture (the picture itself stays
 * an image to a screen reader) opens a modal dialog, which Escape, Close or a click beside the picture
 * closes, and which gives the focus back to that button.
 */
export function ZoomableImage({ src, alt }: { src: string; alt: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => dialog.current?.close();
  return (
    <span className={styles.picture}>
      <img src={src} alt={alt} />
      <button
        ref={opener}
        type="button"
        className={styles.opener}
        aria-label={`Show larger: ${alt}`}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      />
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={alt}
        onClose={() => opener.current?.focus()}
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
      >
        <img src={src} alt={alt} className={styles.large} />
        <Button variant="secondary" className={styles.close} onClick={close}>
          Close
        </Button>
      </dialog>
    </span>
  );
}
