import { it, expect } from 'vitest';
import { form, snapshot, startTestApi } from '../fixtures/api.ts';
import { oversized, pngImage, svgImage } from '../fixtures/files.ts';
it('explore', async () => {
  const api = await startTestApi();
  const r = await api.asAdmin({ method: 'POST', url: '/staff/save', payload: form({ staffTittle: 'a\nb', staffDescriptionOne: 'x\r\ny' }) });
  console.log(JSON.stringify(r.json()));
  const before = await snapshot(api);
  const r2 = await api.asAdmin({ method: 'POST', url: '/projects/save', payload: form({ projectTitle: 'x', projectImageUrl: [svgImage(), 'photo.png'] }) });
  console.log(r2.statusCode, r2.body, JSON.stringify((await snapshot(api)).tmp));
  const r3 = await api.asAdmin({ method: 'POST', url: '/projects/save', payload: form({ projectTitle: 'x', projectImageUrl: oversized(15 * 1024 * 1024) }) });
  console.log(r3.statusCode, r3.body, JSON.stringify((await snapshot(api)).tmp));
  await api.close();
});
