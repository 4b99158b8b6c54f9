/**
 * @generated SignedSource<<5f5489a16563627bda70e6dda303b599>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CollaboratorRole = "ARCHITECT" | "CONSULTANT" | "DESIGNER" | "DEVELOPER" | "DEVOPS_ENGINEER" | "MENTOR" | "PRODUCT_MANAGER" | "PROJECT_MANAGER" | "QA_ENGINEER" | "TECH_LEAD" | "%future added value";
export type PortfolioCategory = "AI" | "API" | "BOT" | "DASHBOARD" | "DESKTOP" | "ECOMMERCE" | "MOBILE_APP" | "WEBSITE" | "WEB_APP" | "%future added value";
export type PortfolioIndustry = "EDUCATION" | "FINANCE" | "GOVERNMENT" | "HEALTH" | "LOGISTICS" | "MANUFACTURING" | "MEDIA" | "OTHER" | "REAL_ESTATE" | "RETAIL" | "TRAVEL" | "%future added value";
export type PortfolioLicence = "EXTENDED" | "SINGLE_USE" | "%future added value";
export type PortfolioProjectState = "COMPLETED" | "IN_PROGRESS" | "UPCOMING" | "%future added value";
export type PortfolioVisibility = "DRAFT" | "HIDDEN" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProjectEditor_project$data = {
  readonly categories: ReadonlyArray<PortfolioCategory>;
  readonly clientName: string | null | undefined;
  readonly collaborating: boolean;
  readonly completedOn: string | null | undefined;
  readonly confidential: boolean;
  readonly demoCredentials: {
    readonly password: string | null | undefined;
    readonly username: string | null | undefined;
  } | null | undefined;
  readonly demoUrl: string | null | undefined;
  readonly evaluatedAt: string | null | undefined;
  readonly forSale: boolean;
  readonly id: string;
  readonly industry: PortfolioIndustry;
  readonly offers: ReadonlyArray<{
    readonly includesSetup: boolean;
    readonly includesSource: boolean;
    readonly licence: PortfolioLicence;
    readonly priceRials: number;
    readonly supportMonths: number;
  }>;
  readonly path: string;
  readonly pictures: ReadonlyArray<{
    readonly caption: string | null | undefined;
    readonly file: string;
    readonly thumbUrl: string;
  }>;
  readonly priceRials: number | null | undefined;
  readonly shareWithEmployers: boolean | null | undefined;
  readonly slug: string;
  readonly startedOn: string | null | undefined;
  readonly state: PortfolioProjectState;
  readonly team: ReadonlyArray<{
    readonly collaborator: {
      readonly displayName: string;
      readonly id: string;
    };
    readonly role: CollaboratorRole;
  }>;
  readonly technologies: ReadonlyArray<string>;
  readonly visibility: PortfolioVisibility | null | undefined;
  readonly words: ReadonlyArray<{
    readonly challenges: string | null | undefined;
    readonly description: string | null | undefined;
    readonly developerNotes: string | null | undefined;
    readonly locale: string;
    readonly summary: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "ProjectEditor_project";
};
export type ProjectEditor_project$key = {
  readonly " $data"?: ProjectEditor_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectEditor_project">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceRials",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectEditor_project",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "path",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "visibility",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "industry",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "categories",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "technologies",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientName",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startedOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "forSale",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "collaborating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "confidential",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shareWithEmployers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "evaluatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "demoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioDemoCredentials",
      "kind": "LinkedField",
      "name": "demoCredentials",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "password",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioOffer",
      "kind": "LinkedField",
      "name": "offers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "licence",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "includesSource",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "includesSetup",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "supportMonths",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioPicture",
      "kind": "LinkedField",
      "name": "pictures",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "file",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "caption",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioMember",
      "kind": "LinkedField",
      "name": "team",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Collaborator",
          "kind": "LinkedField",
          "name": "collaborator",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "displayName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioWords",
      "kind": "LinkedField",
      "name": "words",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locale",
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
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "developerNotes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "challenges",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PortfolioProject",
  "abstractKey": null
};
})();

(node as any).hash = "f23902fe954d4caaea32da8e783bcdb5";

export default node;
