/** A person's picture as every page shows it, in CSS pixels (in a module of its own, so the plain kit's picture needs nothing else). */
export const PICTURE_WIDTH = 150;
export const PICTURE_HEIGHT = 190;
