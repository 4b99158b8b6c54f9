/**
 * @generated SignedSource<<7fbf1bbcd5bbd75fab19e2684a04c1eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "COLLABORATOR" | "EMPLOYER" | "JOB_SEEKER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileForm_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly displayName: string;
  readonly email: string | null | undefined;
  readonly fullName: string | null | undefined;
  readonly preferredLanguage: string | null | undefined;
  readonly roles: ReadonlyArray<Role> | null | undefined;
  readonly " $fragmentType": "ProfileForm_user";
};
export type ProfileForm_user$key = {
  readonly " $data"?: ProfileForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileForm_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preferredLanguage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roles",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7c541d47381337533260a1a870d88ffd";

export default node;
