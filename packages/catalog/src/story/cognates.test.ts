import { describe, expect, it } from 'vitest';
import { cognateSkeleton, sameSkeleton } from './cognates.ts';

describe('cognate skeletons', () => {
  it.each([
    ['simulação', 'simulation'],
    ['simulazione', 'simulation'],
    ['banquero', 'banker'],
    ['inocente', 'innocent'],
    ['fotógrafo', 'photographer'],
    ['programador', 'programmer'],
    ['dinosaurio', 'dinosaur'],
    ['tráfico', 'traffic'],
  ])('meets %s and %s at one skeleton', (foreign, english) => {
    expect(sameSkeleton(cognateSkeleton(foreign), cognateSkeleton(english))).toBe(true);
  });

  it.each([
    ['mundo', 'mind'],
    ['escolher', 'scholar'],
    ['pilula', 'pill'],
    ['descobre', 'describe'],
  ])('keeps %s and %s apart', (foreign, english) => {
    expect(sameSkeleton(cognateSkeleton(foreign), cognateSkeleton(english))).toBe(false);
  });
});
