import type { User } from '../../contract/auth';
import type { UserRow } from '../db/schema/users';

export function toUserDto(row: UserRow): User {
  return {
    userId: row.id,
    role: row.role,
    fullName: row.fullName,
    email: row.email,
    nickname: row.nickname,
    profileImageUrl: row.profileImageUrl,
    signUpMethod: row.signUpMethod,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
