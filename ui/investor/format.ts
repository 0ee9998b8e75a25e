/** Figures of the investor widgets (spec §9: en-AU numbers, share prices to 2 decimals with A$). */
const numbers = new Map<string, Intl.NumberFormat>();

function formatNumber(value: number, minimumFractionDigits: number, maximumFractionDigits: number) {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`;
  let format = numbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-AU', { minimumFractionDigits, maximumFractionDigits });
    numbers.set(key, format);
  }
  return format.format(value);
}

/** A share price: A$24.87. */
export const sharePrice = (value: number) => `A$${formatNumber(value, 2, 2)}`;

/** A dividend per share, to the cent or the tenth of a cent it was declared in: A$0.38, A$0.355. */
export const dividendAmount = (value: number) => `A$${formatNumber(value, 2, 3)}`;

/** Shares traded, grouped: 1,284,356. */
export const volume = (value: number) => formatNumber(value, 0, 0);

/** A movement with its sign: +1.27%, -0.40%, 0.00%. */
export const movement = (value: number) => `${value > 0 ? '+' : ''}${formatNumber(value, 2, 2)}%`;
