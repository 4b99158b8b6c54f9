/**
 * @generated SignedSource<<3b9cd7263181fc5fc332c6037045d1e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiKeyUsage_apiKey$data = {
  readonly usage: ReadonlyArray<{
    readonly day: string;
    readonly limited: number;
    readonly requests: number;
  }>;
  readonly " $fragmentType": "ApiKeyUsage_apiKey";
};
export type ApiKeyUsage_apiKey$key = {
  readonly " $data"?: ApiKeyUsage_apiKey$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeyUsage_apiKey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiKeyUsage_apiKey",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "days",
          "value": 30
        }
      ],
      "concreteType": "ApiKeyDailyUsage",
      "kind": "LinkedField",
      "name": "usage",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requests",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "limited",
          "storageKey": null
        }
      ],
      "storageKey": "usage(days:30)"
    }
  ],
  "type": "ApiKey",
  "abstractKey": null
};

(node as any).hash = "12ac01b4cbc99058afa5e031a03f1492";

export default node;
