export { ScreenSketch, type ScreenSketchWords } from './screen-sketch.tsx';
