/**
 * The admin's messages of SPEC §8, worded for each kind of content: `one` as in
 * "Project created successfully!", `lower` as in "Failed to update project.".
 */
export function messagesFor({ one, lower }: { one: string; lower: string }) {
  return {
    created: `${one} created successfully!`,
    createFailed: 'Something went wrong. Please try again.',
    createException: `Error creating ${lower}. Please check the console for details.`,
    updated: `${one} updated successfully!`,
    updateFailed: `Failed to update ${lower}.`,
    deleted: `${one} deleted successfully!`,
    deleteFailed: `Failed to delete the ${lower}. Please try again.`,
  };
}

export const LOGIN_FAILED = 'Login failed. Please check your email and password.';
export const LOGIN_HEADING = 'Hyni Ne Llogarine Tuaj!';
export const NO_ACCESS = 'This account has no access to the admin. Sign in with an administrator account.';
/** A screen of ROLE_ADMIN's opened by an account without it. */
export const ADMIN_ONLY = 'This screen is for administrators (ROLE_ADMIN). Your account can edit the site’s content.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
