import { HomePanel } from '../features/home-panel/components/home-panel';

/** Exposed as ./HomePanel: the home page's action panel for a TeamRegistrator. */
export default HomePanel;
