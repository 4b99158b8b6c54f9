/**
 * @generated SignedSource<<e11a56e06ad87b6c2da872081767e0bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TestType = "ALGORITHMIC_THINKING" | "LOGICAL_REASONING" | "PERSONALITY_COGNITIVE" | "PROBLEM_SOLVING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TestCard_test$data = {
  readonly discountPercent: number;
  readonly durationMinutes: number;
  readonly free: boolean;
  readonly originalPriceRials: number;
  readonly participantsCount: number;
  readonly priceRials: number;
  readonly questionsCount: number;
  readonly slug: string;
  readonly summary: string;
  readonly title: string;
  readonly topics: ReadonlyArray<string>;
  readonly type: TestType;
  readonly " $fragmentType": "TestCard_test";
};
export type TestCard_test$key = {
  readonly " $data"?: TestCard_test$data;
  readonly " $fragmentSpreads": FragmentRefs<"TestCard_test">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TestCard_test",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topics",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionsCount",
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
      "name": "participantsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "free",
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
      "kind": "ScalarField",
      "name": "originalPriceRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountPercent",
      "storageKey": null
    }
  ],
  "type": "Test",
  "abstractKey": null
};

(node as any).hash = "434dfbeecc98f4dae1f3ba21a6a799de";

export default node;
