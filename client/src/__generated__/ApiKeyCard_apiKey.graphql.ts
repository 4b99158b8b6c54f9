/**
 * @generated SignedSource<<12758d50724cd5c17c76c6ddf22bff6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiKeyCard_apiKey$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly lastUsedAt: string | null | undefined;
  readonly name: string;
  readonly prefix: string;
  readonly revokedAt: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeyUsage_apiKey">;
  readonly " $fragmentType": "ApiKeyCard_apiKey";
};
export type ApiKeyCard_apiKey$key = {
  readonly " $data"?: ApiKeyCard_apiKey$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeyCard_apiKey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiKeyCard_apiKey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApiKeyUsage_apiKey"
    }
  ],
  "type": "ApiKey",
  "abstractKey": null
};

(node as any).hash = "1bcf2cf3fab2056dad6c4c5fe2101caf";

export default node;
