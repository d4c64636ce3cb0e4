/**
 * Inverse of a symmetric positive definite n×n matrix (row-major), through its Cholesky factor: A = L·Lᵀ,
 * M = L⁻¹, A⁻¹ = Mᵀ·M. Every inner loop is a dot product of two contiguous rows (L and Mᵀ are kept by rows),
 * which is what makes n = 3,000 take seconds rather than minutes in plain JavaScript.
 * The input is overwritten; the result is a new array.
 */
export function invertSymmetricPositiveDefinite(matrix: Float64Array, n: number): Float64Array {
  const lower = matrix; // L is built in place, row by row (only j <= i is read)
  for (let i = 0; i < n; i++) {
    const rowI = i * n;
    for (let j = 0; j <= i; j++) {
      const rowJ = j * n;
      const sum = lower[rowI + j] - dot(lower, rowI, lower, rowJ, 0, j);
      if (i === j) {
        if (!(sum > 0)) throw new Error('matrix is not positive definite');
        lower[rowI + i] = Math.sqrt(sum);
      } else {
        lower[rowI + j] = sum / lower[rowJ + j];
      }
    }
  }
  // inverseT[j*n + k] = M[k][j]: row j of Mᵀ holds column j of M, non-zero for k >= j.
  const inverseT = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    const rowI = i * n;
    const diagonal = lower[rowI + i];
    inverseT[rowI + i] = 1 / diagonal;
    for (let j = 0; j < i; j++) {
      const rowJ = j * n;
      const sum = dot(lower, rowI, inverseT, rowJ, j, i);
      inverseT[rowJ + i] = -sum / diagonal;
    }
  }
  const inverse = lower; // L is no longer needed: A⁻¹[i][j] = Σ_{k >= max(i,j)} M[k][i]·M[k][j]
  for (let i = 0; i < n; i++) {
    const rowI = i * n;
    for (let j = 0; j <= i; j++) {
      const rowJ = j * n;
      const sum = dot(inverseT, rowI, inverseT, rowJ, i, n);
      inverse[rowI + j] = sum;
      inverse[rowJ + i] = sum;
    }
  }
  return inverse;
}

/** Σ a[aRow + k]·b[bRow + k] for k in [from, to), four accumulators so the CPU can overlap the multiplies. */
function dot(a: Float64Array, aRow: number, b: Float64Array, bRow: number, from: number, to: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let k = from;
  for (; k + 3 < to; k += 4) {
    s0 += a[aRow + k] * b[bRow + k];
    s1 += a[aRow + k + 1] * b[bRow + k + 1];
    s2 += a[aRow + k + 2] * b[bRow + k + 2];
    s3 += a[aRow + k + 3] * b[bRow + k + 3];
  }
  for (; k < to; k++) s0 += a[aRow + k] * b[bRow + k];
  return s0 + s1 + s2 + s3;
}
