// The API shapes only the admin screens read (docs/API.md); the shared ones are in @/types/api.

export type SessionUser = { username: string };
export type Session = { user: SessionUser };

export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  receivedAt: string;
};
