/** The people a project's owner invited (`surge --add`, `POST /:domain/collaborators`). */

export interface CollaboratorRecord {
  domain: string;
  /** Canonical (lower case). */
  email: string;
  invitedBy: string;
  createdAt: number;
}

export interface CollaboratorStore {
  /** The project's collaborators, oldest first (then by email). */
  list(domain: string): Promise<CollaboratorRecord[]>;
  has(domain: string, email: string): Promise<boolean>;
  /** Domains the email collaborates on, sorted. */
  domainsOf(email: string): Promise<string[]>;
  /** Returns false (nothing changed) when the email already was a collaborator. */
  add(collaborator: CollaboratorRecord): Promise<boolean>;
  /** Returns false when the email was not a collaborator. */
  remove(domain: string, email: string): Promise<boolean>;
}
