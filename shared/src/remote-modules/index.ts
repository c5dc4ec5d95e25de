export { provideRemoteLoader, RemoteModule } from './remote-module.js';
