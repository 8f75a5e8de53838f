import { extractTextFeatures } from '../text-features';
import { HELD_OUT_FIXTURES, TUNING_FIXTURES } from './fixtures';
import { plantedMembers } from './fixture';

describe('the evaluation fixtures', () => {
  const all = [...TUNING_FIXTURES, ...HELD_OUT_FIXTURES];

  it('are at least eight workplaces, each with planted themes in English and Urdu and noise', () => {
    expect(new Set(all.map((f) => f.field)).size).toBeGreaterThanOrEqual(9);
    for (const f of all) {
      const members = plantedMembers(f);
      for (const p of f.planted) expect(members.get(p.id)!.length).toBe(p.size);
      expect(f.responses.some((r) => r.theme !== null && r.language === 'ur')).toBe(true);
      expect(f.responses.filter((r) => r.theme === null).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('plant at least half of their themes in words no lexicon knows: no concept is named by 40% of such a theme', () => {
    const planted = all.flatMap((f) => f.planted);
    expect(planted.filter((p) => p.lexiconFree).length).toBeGreaterThanOrEqual(planted.length / 2);
    for (const f of all) {
      for (const p of f.planted.filter((x) => x.lexiconFree)) {
        const texts = f.responses.filter((r) => r.theme === p.id).map((r) => r.text);
        const named = new Map<string, number>();
        for (const text of texts) {
          const features = extractTextFeatures(text);
          const ids = new Set(
            [...features.work, ...features.documents, ...features.channels, ...features.places].map((c) => c.id),
          );
          for (const id of ids) named.set(id, (named.get(id) ?? 0) + 1);
        }
        const most = Math.max(0, ...named.values());
        expect({ theme: `${f.id}/${p.id}`, share: most / texts.length < 0.4 }).toEqual({
          theme: `${f.id}/${p.id}`,
          share: true,
        });
      }
    }
  });
});
