// The signed-in customer's own calls (docs/account.md) on the shared API client: who they are, their
// profile and avatar, and their projects. Each takes the access token; the auth store supplies a
// fresh one.
import {
  AvatarDataSchema,
  MeDataSchema,
  ProjectsDataSchema,
  UserDataSchema,
  type MeData,
  type Project,
  type ProfileUpdate,
  type User,
} from '@contract/account.ts';
import { bearer, request } from '../../lib/api.ts';

/**
 * The response schemas, where responses are checked: a constant `false` condition in browser bundles,
 * which leave the schemas out (decision 017; as in api.ts). The condition is written out in each
 * module that needs it on purpose: the bundler folds it only within a module, and a shared exported
 * constant puts the schemas back into every page (the size budget catches that).
 */
const CHECKS_RESPONSES = typeof import.meta.env === 'undefined' || import.meta.env.SSR !== false;
const RESPONSES = CHECKS_RESPONSES
  ? {
      avatar: AvatarDataSchema,
      me: MeDataSchema,
      projects: ProjectsDataSchema,
      user: UserDataSchema,
    }
  : undefined;

export const accountApi = {
  /** GET /auth/me: the user and their permissions. */
  async getMe(token: string): Promise<MeData> {
    return (await request('get', '/auth/me', { schema: RESPONSES?.me, headers: bearer(token) })).data;
  },

  /** PUT /auth/profile with the eight profile fields. */
  async updateProfile(
    token: string,
    fields: Partial<Record<keyof ProfileUpdate, string | null>>,
  ): Promise<User> {
    return (
      await request('put', '/auth/profile', {
        schema: RESPONSES?.user,
        json: fields,
        headers: bearer(token),
      })
    ).data.user;
  },

  /** POST /upload/user-avatar, multipart with the file in `avatar`. */
  async uploadAvatar(
    token: string,
    file: Blob,
    filename = 'avatar',
  ): Promise<{ avatar_url: string; user: User }> {
    const body = new FormData();
    body.append('avatar', file, filename);
    return (
      await request('post', '/upload/user-avatar', {
        schema: RESPONSES?.avatar,
        body,
        headers: bearer(token),
      })
    ).data;
  },

  /** GET /projects/my: the caller's projects. */
  async getMyProjects(token: string): Promise<Project[]> {
    return (await request('get', '/projects/my', { schema: RESPONSES?.projects, headers: bearer(token) }))
      .data.projects;
  },
};
