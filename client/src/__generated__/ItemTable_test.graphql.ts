/**
 * @generated SignedSource<<fb2e4dd9ecf7725b3543ccfc1a08df14>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type QuestionDifficulty = "EASY" | "HARD" | "MEDIUM" | "%future added value";
export type QuestionKind = "AGREEMENT_SCALE" | "MULTIPLE_CHOICE" | "NUMERIC" | "SINGLE_CHOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ItemTable_test$data = {
  readonly itemStatistics: {
    readonly items: ReadonlyArray<{
      readonly answered: number;
      readonly difficulty: number | null | undefined;
      readonly discrimination: number | null | undefined;
      readonly drawn: number;
      readonly key: string;
      readonly right: number | null | undefined;
    }>;
    readonly minSessions: number;
    readonly sessions: number;
  };
  readonly questions: ReadonlyArray<{
    readonly active: boolean;
    readonly category: string;
    readonly difficulty: QuestionDifficulty;
    readonly key: string;
    readonly kind: QuestionKind;
    readonly sample: boolean;
  }>;
  readonly " $fragmentType": "ItemTable_test";
};
export type ItemTable_test$key = {
  readonly " $data"?: ItemTable_test$data;
  readonly " $fragmentSpreads": FragmentRefs<"ItemTable_test">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "difficulty",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ItemTable_test",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TestQuestion",
      "kind": "LinkedField",
      "name": "questions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sample",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TestItemStatisticsReport",
      "kind": "LinkedField",
      "name": "itemStatistics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sessions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minSessions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TestItemStatistics",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "drawn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "answered",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "right",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "discrimination",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Test",
  "abstractKey": null
};
})();

(node as any).hash = "7b99e9539fbe8670ca1def716c24f905";

export default node;
