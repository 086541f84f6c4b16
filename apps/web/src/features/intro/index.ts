// What the app shell may import from intro: the host of the preloader and the intro splash.
export { IntroHost } from './components/IntroHost.tsx';
