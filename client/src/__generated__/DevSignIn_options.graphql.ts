/**
 * @generated SignedSource<<df42974d9ba38ade39efb0848bb78717>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "COLLABORATOR" | "EMPLOYER" | "JOB_SEEKER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DevSignIn_options$data = {
  readonly devAccounts: ReadonlyArray<{
    readonly displayName: string;
    readonly key: string;
    readonly roles: ReadonlyArray<Role>;
  }>;
  readonly " $fragmentType": "DevSignIn_options";
};
export type DevSignIn_options$key = {
  readonly " $data"?: DevSignIn_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"DevSignIn_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DevSignIn_options",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DevAccount",
      "kind": "LinkedField",
      "name": "devAccounts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
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
          "name": "roles",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SignInOptions",
  "abstractKey": null
};

(node as any).hash = "2c3dfe6daadd1cf2b1cd2432698188dd";

export default node;
