import type {
  ConfiguratorComplementData,
  InstallationCityData,
  ProductConfiguratorData,
} from '@shop/api/contracts';
import {
  addComplement,
  advanceBooking,
  bookingChoices,
  configurationIssues,
  emptyBooking,
  priceConfiguration,
  removeComplement,
  removeComplementOption,
  removeOption,
  selectComplementOption,
  selectOption,
  setMeasure,
  setQuantity,
  unansweredQuestions,
  type BookingEvent,
  type Configuration,
  type ConfiguratorError,
  type ConfiguratorResult,
} from '@shop/domain';
import { useState } from 'react';
import { stepBack, stepForward, type Stage } from './configurator-steps.ts';
import { useComplements } from './use-complements.ts';

/** A typed measure the domain refused: shown next to its field, and the measure left unset. */
export type MeasureRefusal = { text: string; error: ConfiguratorError; limit: number | undefined };

function without<Value>(
  record: Readonly<Record<number, Value>>,
  key: number,
): Record<number, Value> {
  return Object.fromEntries(Object.entries(record).filter(([id]) => Number(id) !== key));
}

/**
 * The configurator's state in the browser: the domain's state machine does every change, and
 * its priceConfiguration gives the live preview.
 */
export function useConfigurator(product: ProductConfiguratorData, initial: Configuration) {
  const [configuration, setConfiguration] = useState(initial);
  const [stage, setStage] = useState<Stage>({ kind: 'group' });
  const [refusals, setRefusals] = useState<Record<number, MeasureRefusal>>({});
  // The booking lives here, not in its panel: leaving the summary and coming back, or adding
  // to the cart halfway through it, must find every answer still there.
  const [booking, setBooking] = useState(emptyBooking);
  const [installationCity, setInstallationCity] = useState<InstallationCityData | null>(null);
  const complements = useComplements(
    product.id,
    stage.kind === 'complements' ? stage.typeId : null,
  );

  const apply = (result: ConfiguratorResult) => {
    if (result.ok) setConfiguration(result.value);
  };
  const move = (moved: { stage: Stage; configuration: Configuration }) => {
    setStage(moved.stage);
    setConfiguration(moved.configuration);
  };

  /**
   * A typed measure selects its attribute's made-to-measure option, then the domain checks it;
   * a refused value leaves the measure unset, so the configuration stays incomplete.
   */
  const typeMeasure = (attributeId: number, optionId: number, text: string) => {
    const chosen = selectOption(product, configuration, optionId);
    const base = chosen.ok ? chosen.value : configuration;
    const cleared = { ...base, measures: without(base.measures, attributeId) };
    const result =
      text.trim() === ''
        ? null
        : setMeasure(product, cleared, attributeId, Number(text.replace(',', '.')));
    setConfiguration(result?.ok ? result.value : cleared);
    setRefusals((current) =>
      result && !result.ok
        ? { ...current, [attributeId]: { text, error: result.error, limit: result.limit } }
        : without(current, attributeId),
    );
  };

  /** A booking step; the city answer carries the city the places search found. */
  const book = (event: BookingEvent, city: InstallationCityData | null = installationCity) => {
    const next = advanceBooking(booking, event);
    setBooking(next);
    setInstallationCity(next.cityId === null ? null : city);
    setConfiguration({ ...configuration, installation: bookingChoices(next) });
  };

  const issues = configurationIssues(product, configuration);
  const preview = priceConfiguration({
    product,
    complements: complements.loaded,
    configuration,
    customerType: 'client',
    installationCities: installationCity ? [installationCity] : [],
  });

  return {
    configuration,
    stage,
    issues,
    refusals,
    preview: preview.ok ? preview.value : null,
    complements: complements.byType,
    installation: {
      booking,
      city: installationCity,
      missing: unansweredQuestions(booking),
      book,
    },
    select: (optionId: number) => apply(selectOption(product, configuration, optionId)),
    remove: (optionId: number) => setConfiguration(removeOption(product, configuration, optionId)),
    typeMeasure,
    setQuantity: (quantity: number) => apply(setQuantity(configuration, quantity)),
    addComplement: (complement: ConfiguratorComplementData) =>
      apply(addComplement(product, configuration, complement)),
    removeComplement: (complementId: number) =>
      setConfiguration(removeComplement(configuration, complementId)),
    selectComplementOption: (complement: ConfiguratorComplementData, optionId: number) =>
      apply(selectComplementOption(configuration, complement, optionId)),
    removeComplementOption: (complement: ConfiguratorComplementData, optionId: number) =>
      setConfiguration(removeComplementOption(configuration, complement, optionId)),
    next: () => move(stepForward(product, configuration, stage)),
    previous: () => move(stepBack(product, configuration, stage)),
  };
}
export type ConfiguratorState = ReturnType<typeof useConfigurator>;
