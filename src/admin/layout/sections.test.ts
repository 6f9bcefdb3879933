import { describe, expect, it } from 'vitest';
import { sectionAt } from './sections.ts';

describe('sectionAt', () => {
  it.each([
    ['/adminpage/listprojects', 'project'],
    ['/adminpage/editproject/4', 'project'],
    ['/adminpage/viewproject/4/history', 'project'],
    // docs/product.md#screens-and-routes puts a sales category's add, view and edit screens under the projects' list.
    ['/adminpage/listprojects/editsalescategory/3', 'category'],
    ['/adminpage/listprojects/addsalescategory', 'category'],
    ['/adminpage/listsalescategory', 'category'],
    ['/adminpage/addnewsimage', 'newsimage'],
    ['/adminpage/viewcontact/9', 'contact'],
    ['/adminpage/media', 'media'],
    ['/adminpage/media/view/12/history', 'media'],
    ['/adminpage', undefined],
    ['/adminpage/trash', undefined],
    ['/adminpage/listprojectsx', undefined],
  ])('puts %s in the section %s', (path, section) => {
    expect(sectionAt(path)).toBe(section);
  });
});
