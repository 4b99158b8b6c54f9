/**
 * @generated SignedSource<<c9dc2e33ad6f63d37ca4a00b0f8dc218>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminFeedbackCounts_query$data = {
  readonly feedbackQueueCounts: {
    readonly hiddenComments: number;
    readonly pendingComments: number;
    readonly reportedComments: number;
    readonly spamComments: number;
    readonly submittedTestimonials: number;
  };
  readonly " $fragmentType": "AdminFeedbackCounts_query";
};
export type AdminFeedbackCounts_query$key = {
  readonly " $data"?: AdminFeedbackCounts_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminFeedbackCounts_query">;
};

import AdminFeedbackCountsQuery_graphql from './AdminFeedbackCountsQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": AdminFeedbackCountsQuery_graphql
    }
  },
  "name": "AdminFeedbackCounts_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FeedbackQueueCounts",
      "kind": "LinkedField",
      "name": "feedbackQueueCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submittedTestimonials",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pendingComments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reportedComments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hiddenComments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "spamComments",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "5ae5db21e92b5a997e1d850a4e381c0b";

export default node;
