/** Whether `value` has at most `decimals` digits after the point (13.5 has one; 0.0001 has four). */
export const hasDecimals = (value: number, decimals: number) => Number(value.toFixed(decimals)) === value
