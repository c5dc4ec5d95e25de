/** Where a stored image is served (GET /api/Picture/{id}), or null without one. */
export const pictureUrl = (id: string | null) => (id ? `/api/Picture/${id}` : null);
