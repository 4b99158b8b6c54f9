/**
 * @generated SignedSource<<c38d911d41709af54a3e5e3b4caba70e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StartTest_test$data = {
  readonly durationMinutes: number;
  readonly id: string;
  readonly priceRials: number;
  readonly viewerAccess: {
    readonly blockedBy: string | null | undefined;
    readonly nextAttemptAt: string | null | undefined;
    readonly paid: boolean;
    readonly sessionInProgress: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "StartTest_test";
};
export type StartTest_test$key = {
  readonly " $data"?: StartTest_test$data;
  readonly " $fragmentSpreads": FragmentRefs<"StartTest_test">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StartTest_test",
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
      "name": "durationMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TestViewerAccess",
      "kind": "LinkedField",
      "name": "viewerAccess",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "blockedBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextAttemptAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paid",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sessionInProgress",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Test",
  "abstractKey": null
};

(node as any).hash = "dcc512fb444d59093adcd330090cc986";

export default node;
