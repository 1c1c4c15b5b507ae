// The shell's public surface: the frame of every page (app/ lays it out).
export { Footer } from './components/Footer';
export { Logo } from './components/Logo';
export { NavBar } from './components/NavBar';
export { RouteErrorPage } from './pages/RouteErrorPage';
