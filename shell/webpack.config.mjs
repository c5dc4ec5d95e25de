import { federatedConfig } from '@olympiad/shared/webpack';

export default federatedConfig({ dir: import.meta.dirname, name: 'shell' });
