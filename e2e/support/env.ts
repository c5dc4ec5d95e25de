import path from 'node:path';

export const PORT = Number(process.env.E2E_PORT ?? 8090);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const DATA_DIR = path.resolve(__dirname, '../.data');
export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password', name: 'Administrator' };
export const REGISTRATOR = { email: 'registrator@example.com', password: 'e2e-registrator-password', name: 'Rita Registrator' };
/** The guide's phone as typed (`phone`) and as stored and shown: the forms drop the spaces. */
export const GUIDE = {
  email: 'guide@example.com',
  password: 'e2e-guide-password',
  name: 'Gergana Guide',
  phone: '+359 888 765 432',
  shownPhone: '+359888765432',
};
