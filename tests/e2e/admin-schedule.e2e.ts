import { tiranaInputValue, tiranaTime } from '#admin/lib/tirana-time.ts';
import { ROUTES } from '#shared/routes.ts';
import {
  albanianEditorBrowser,
  createThroughApi,
  deleteThroughApi,
  expect,
  nextMinute,
  test,
  uniqueTitle,
} from './admin-fixtures.ts';

/**
 * Scheduled publication: an editor (ROLE_USER) in Albanian schedules a draft a few seconds ahead
 * in Tirana's time; the dashboard lists it; it goes on the site when due, through the normal
 * publish path, and the activity log says it was as scheduled. An admin in English schedules a
 * removal and takes it back.
 */

test('a draft scheduled a few seconds ahead goes on the site when due, listed on the dashboard until then', async ({
  page,
  browser,
  baseURL,
  adminToken,
}) => {
  test.setTimeout(150_000);
  const title = uniqueTitle('news');
  const { newsId } = await createThroughApi<{ newsId: number }>('/news/save', adminToken, {
    newsTitle: title,
    titullLajmesh: `${title} sq`,
    published: false,
  });
  const editor = await albanianEditorBrowser(browser, baseURL ?? '');
  try {
    await editor.page.goto(`/adminpage/viewnews/${newsId}`);
    const schedule = editor.page.getByRole('region', { name: 'Planifikimi' });
    await expect(schedule).toContainText('Oraret janë sipas orës së Tiranës');
    // Nothing chosen: said beside the field, nothing scheduled.
    await schedule.getByRole('button', { name: 'Planifiko' }).first().click();
    await expect(schedule.getByRole('alert')).toHaveText('Zgjidhni një datë dhe një orë.');
    // A moment past: said at the field, as the form's other errors are, and no notice in a corner.
    const goesOn = schedule.getByLabel('Vendose në faqe më', { exact: true });
    await goesOn.fill(tiranaInputValue(new Date(Date.now() - 60 * 60_000).toISOString()));
    await schedule.getByRole('button', { name: 'Planifiko' }).first().click();
    await expect(schedule.getByRole('alert')).toHaveText('Zgjidhni një çast në të ardhmen.');
    await expect(goesOn).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.page.getByText('Planifikimi nuk ndryshoi.')).toHaveCount(0);

    const due = nextMinute(8_000);
    await goesOn.fill(tiranaInputValue(due.toISOString()));
    await expect(schedule.getByRole('alert'), 'the error goes once the moment is changed').toHaveCount(0);
    await schedule.getByRole('button', { name: 'Planifiko' }).first().click();
    await expect(schedule).toContainText(
      `Del në faqe më ${tiranaTime(due.toISOString(), 'sq')}, siç e planifikoi viewer.`,
    );
    expect(await (await page.request.get(ROUTES.newsDetails(newsId))).status(), 'not on the site before').toBe(404);

    await page.goto('/adminpage');
    const upcoming = page.getByRole('region', { name: 'Scheduled next' });
    const row = upcoming.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Goes on the site');
    await expect(row).toContainText(tiranaTime(due.toISOString(), 'en'));
    await expect(row).toContainText('viewer');

    // On a phone, each schedule is a block of its lines, every heading beside its value on one line,
    // still a row of cells to a screen reader.
    const phone = await editor.page.context().newPage();
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.goto('/adminpage');
    const phoneRow = phone
      .getByRole('region', { name: 'Të planifikuarat e radhës' })
      .getByRole('row')
      .filter({ hasText: `${title} sq` });
    await expect(phoneRow.getByRole('cell')).toHaveText([
      `${title} sq`,
      'Çfarë ndodhDel në faqe',
      `Kur (ora e Tiranës)${tiranaTime(due.toISOString(), 'sq')}`,
      'Planifikuar ngaviewer',
    ]);
    for (const cell of await phoneRow.getByRole('cell').all()) {
      const box = await cell.boundingBox();
      expect(box && box.x + box.width, 'within the window').toBeLessThanOrEqual(375);
    }
    const heading = phoneRow.getByText('Kur (ora e Tiranës)');
    const lineHeight = await heading.evaluate((node) => Number.parseFloat(getComputedStyle(node).lineHeight));
    expect((await heading.boundingBox())?.height, 'a heading on one line').toBeLessThanOrEqual(lineHeight + 1);
    await phone.close();

    // Due within the minute; done within seconds of it.
    await expect
      .poll(async () => (await page.request.get(ROUTES.newsDetails(newsId))).status(), {
        timeout: 90_000,
        intervals: [1_000],
      })
      .toBe(200);
    expect(await (await page.request.get(ROUTES.newsDetails(newsId))).text()).toContain(`${title} sq`);
    await expect(row).toHaveCount(0, { timeout: 15_000 });
    // The latest publishes say what was done, and that it was as scheduled, in either language.
    await expect(
      page.getByRole('region', { name: 'Recent publishes' }).getByRole('row').filter({ hasText: title }).first(),
    ).toContainText(`News “${title}” published, as scheduled`, { timeout: 15_000 });
    // The same row in Albanian, from the list on screen: a page opened afresh reads only the latest
    // publishes, among which the other journeys' writes can leave this one out.
    await page.getByRole('group', { name: 'Admin language' }).getByRole('button', { name: 'Shqip' }).click();
    await expect(
      page.getByRole('region', { name: 'Publikimet e fundit' }).getByRole('row').filter({ hasText: title }).first(),
    ).toContainText(`Lajmi “${title} sq” u publikua, siç ishte planifikuar`);
    await page.getByRole('group', { name: 'Gjuha e administrimit' }).getByRole('button', { name: 'English' }).click();
    // The editor's screen follows: the item is published, and may now be scheduled to leave.
    await expect(schedule.getByLabel('Hiqe nga faqja më', { exact: true })).toBeVisible({ timeout: 15_000 });

    await page.goto('/adminpage/activity');
    const published = page.locator('tr[data-action="publish"]').filter({ hasText: title });
    await expect(published).toContainText('Published');
    await expect(published).toContainText(`as scheduled for ${tiranaTime(due.toISOString(), 'en')}`);
    await expect(published).toContainText('viewer');

    // The admin, in English, schedules its removal for tomorrow, then takes it back.
    await page.goto(`/adminpage/viewnews/${newsId}`);
    const adminSchedule = page.getByRole('region', { name: 'Schedule', exact: true });
    const goesOff = adminSchedule.getByLabel('Take off the site on', { exact: true });
    await goesOff.fill(tiranaInputValue(new Date(Date.now() - 60 * 60_000).toISOString()));
    await adminSchedule.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(adminSchedule.getByRole('alert')).toHaveText('Choose a moment in the future.');
    await expect(page.getByText('The schedule was not changed.')).toHaveCount(0);
    const tomorrow = nextMinute(24 * 60 * 60_000);
    await goesOff.fill(tiranaInputValue(tomorrow.toISOString()));
    await adminSchedule.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(adminSchedule).toContainText(
      `Leaves the site on ${tiranaTime(tomorrow.toISOString(), 'en')}, back to a draft, as scheduled by admin.`,
    );
    await adminSchedule.getByRole('button', { name: 'Unschedule' }).click();
    await expect(adminSchedule.getByLabel('Take off the site on', { exact: true })).toHaveValue('');
    await expect(adminSchedule).not.toContainText('Leaves the site on');
  } finally {
    await editor.close();
    await deleteThroughApi(`/news/delete/${newsId}`, adminToken);
  }
});
