export type {
  ComplementType,
  ConfigurableProduct,
  Configuration,
  ConfiguratorAttribute,
  ConfiguratorComplement,
  ConfiguratorError,
  ConfiguratorOption,
  ConfiguratorResult,
  ConfiguratorVariant,
  SelectedComplement,
} from './types.ts';
export { matchVariant } from './options.ts';
export { nextGroup, orderedGroups, previousGroup, startConfiguration } from './groups.ts';
export { lockedComplementTypeIds, removeOption, selectOption, setQuantity } from './selection.ts';
export {
  addComplement,
  availableComplementTypes,
  nextComplementType,
  removeComplement,
  removeComplementOption,
  selectComplementOption,
} from './complements.ts';
export { missingMeasures, setMeasure } from './measures.ts';
export { measureBand, measureBands, measureLimits, withMeasureBands } from './measure-bands.ts';
export { configurationIssues, type ConfigurationIssue } from './validate.ts';
export { finalRef } from './final-ref.ts';
export { fromPrice, type FromPrice, type FromPriceInput } from './from-price.ts';
export {
  priceConfiguration,
  type ConfigurationPrice,
  type ConfigurationPriceInput,
} from './price.ts';
export {
  fixedSideOf,
  hasSketch,
  heightSlug,
  sketchInput,
  widthSlug,
  type SketchAttribute,
  type SketchInput,
  type SketchOption,
} from './screen-sketch.ts';
