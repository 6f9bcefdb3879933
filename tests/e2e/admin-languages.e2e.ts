import type { Page } from '@playwright/test';
import type { Project } from '#shared/entities/project.ts';
import { createThroughApi, deleteThroughApi, expect, notice, readApi, test, uniqueTitle } from './admin-fixtures.ts';

/** Both languages complete: each item says which it lacks, a text can be copied across, the dashboard counts. */

const marks = (scope: Page | ReturnType<Page['locator']>) => scope.getByRole('list', { name: 'Languages' });

test('an item written partly in one language says so, and a text is copied across in its form', async ({
  page,
  adminToken,
}) => {
  const title = uniqueTitle('Project');
  const project = await createThroughApi<Project>('/projects/save', adminToken, {
    projectTitle: title,
    pershkrimiProjekti: 'Një qendër banimi me pamje nga liqeni.',
  });
  try {
    await page.goto('/adminpage');
    await expect(page.getByRole('region', { name: 'Needs attention' }).getByRole('listitem')).toContainText([
      /^Projects: .*\d+ lacking Albanian.*\d+ lacking English/,
    ]);

    await page.goto('/adminpage/listprojects');
    const card = page.locator(`[data-item-id="${project.projectId}"]`);
    await expect(marks(card).getByRole('listitem')).toHaveText(['Albanian lacks title', 'English lacks description']);

    await card.getByRole('link', { name: `Edit ${title}` }).click();
    const albanianTitle = page.getByLabel('Title (Albanian)', { exact: true });
    await expect(albanianTitle).toHaveValue('');
    await expect(marks(page).getByRole('listitem')).toHaveText(['Albanian lacks title', 'English lacks description']);
    // Only where the field is empty and the other language's is not.
    await expect(page.getByRole('button', { name: 'Copy the English title into the Albanian one' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy the Albanian title into the English one' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Copy the .* address/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Copy the English title into the Albanian one' }).click();
    await expect(albanianTitle).toHaveValue(title);
    await expect(page.getByRole('button', { name: 'Copy the English title into the Albanian one' })).toHaveCount(0);
    await expect(marks(page).getByRole('listitem')).toHaveText(['✓ Albanian', 'English lacks description']);

    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page
      .getByRole('alertdialog', { name: 'Save with texts missing?' })
      .getByRole('button', { name: 'Save anyway' })
      .click();
    await expect(notice(page, 'Project updated successfully!')).toBeVisible();
    await expect(marks(page).getByRole('listitem')).toHaveText(['✓ Albanian', 'English lacks description']);
    expect((await readApi<Project>(`/projects/get/single/project/${project.projectId}`)).titulliProjekti).toBe(title);
  } finally {
    await deleteThroughApi(`/projects/delete/${project.projectId}`, adminToken);
  }
});
