// How long a running server may still accept a key after the accounts CLI revoked it or disabled its account: each
// server process rereads the account directory's version at most this often.
export const REVOCATION_DELAY_MS = 1_000;
