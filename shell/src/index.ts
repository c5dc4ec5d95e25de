// The federation runtime must negotiate the shared singletons before any of them is used.
import('./bootstrap');
