// First: the calls this remote's code names join the shared table before any of its modules runs.
import '@olympiad/shared/call-table';
import { HomePanel } from '../features/home-panel/components/home-panel';

/** Exposed as ./HomePanel: the home page's action panel for a TeamRegistrator. */
export default HomePanel;
