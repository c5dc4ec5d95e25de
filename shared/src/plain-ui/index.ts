/**
 * The product's UI: plain elements styled by stylesheets written at build time, so that a phone
 * computes no style and downloads no UI library. Every screen is drawn with it; only the
 * statistics section's charts bring their own kit (`@olympiad/shared/ui`).
 */
import './tokens.css';
import './reset.css';

export { ErrorAlert, InfoAlert, NoteRegion, WarningAlert } from './alert.js';
export { Button, buttonLook } from './button.js';
export { classNames } from './class-names.js';
export { ConfirmDialog } from './confirm-dialog.js';
export { Checkbox, Field, Input, Select, Textarea, type SelectOption } from './field.js';
export { Flag } from './flag.js';
export { focusPlaceOf } from './focus-place.js';
export { Heading } from './heading.js';
export { InformationLinks } from './information-links.js';
export { lazyScreen, preloadOpenedScreen, type LazyScreen } from './lazy-screen.js';
export { Fieldset, FieldGrid, Row, Stack, TitleBar } from './layout.js';
export { ListPager, ListSearch } from './list-controls.js';
export { Modal } from './modal.js';
export { PageLoader } from './page-loader.js';
export { Picture } from './picture.js';
export { Spinner } from './spinner.js';
export { ScrollRegion, tableLook } from './table.js';
export { textLink } from './text-link.js';
export { VisuallyHidden } from './visually-hidden.js';
